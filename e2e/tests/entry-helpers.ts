import type { Locator } from '@playwright/test';

/**
 * A CSS colour of the element as [r, g, b]. Tailwind 4 writes its palette in oklch, so the
 * colour is painted on a canvas to read it back in RGB.
 */
export async function rgbOf(
  locator: Locator,
  property: 'color' | 'background-color',
): Promise<[number, number, number]> {
  return locator.evaluate((element, name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, property);
}

export const isRed = ([r, g, b]: [number, number, number]) => r > 120 && r > g * 2 && r > b * 2;
export const isGreen = ([r, g, b]: [number, number, number]) => g > r * 1.3 && g > b;
