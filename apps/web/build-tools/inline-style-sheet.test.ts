import { describe, expect, it } from 'vitest';
import { withStyleSheetsInline, type ReadAsset } from './inline-style-sheet';

const SHEETS: Record<string, string> = {
  '/assets/root-1.css': '@property --c{syntax:"<color>";inherits:false}.a{color:red}\n',
  '/assets/bad-1.css': '.a::after{content:"</style><script>"}',
};
const read: ReadAsset = (href) => {
  const css = SHEETS[href];
  if (css === undefined) throw new Error(`no file ${href}`);
  return css;
};

describe('withStyleSheetsInline', () => {
  it("writes the sheet into the head and keeps its link, disabled, where React's hydration expects it", () => {
    const page =
      '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>x</main></body></html>';
    expect(withStyleSheetsInline(page, read)).toBe(
      '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><style>@property --c{syntax:"<color>";inherits:false}.a{color:red}</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/></head><body><main>x</main></body></html>',
    );
  });

  it('refuses a sheet that could close its <style> element, and a page without a sheet', () => {
    expect(() =>
      withStyleSheetsInline('<head><link rel="stylesheet" href="/assets/bad-1.css"/></head>', read),
    ).toThrow(/contains "<\/style"/);
    expect(() => withStyleSheetsInline('<head></head>', read)).toThrow(/without its style sheet/);
  });
});
