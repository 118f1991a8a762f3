import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** docs/product.md §2.11: the bubble follows the mouse with easing factor 0.12. */
export const MOUSE_FOLLOW_EASING = 0.12;

export interface Point {
  x: number;
  y: number;
}

/** One animation frame of the follow: move a fixed share of the remaining distance. */
export function easeTowards(position: Point, target: Point, factor: number = MOUSE_FOLLOW_EASING): Point {
  return {
    x: position.x + (target.x - position.x) * factor,
    y: position.y + (target.y - position.y) * factor,
  };
}

function canFollowMouse(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  // Touch screens have no hover to follow; reduced motion asks us not to animate at all.
  return window.matchMedia('(hover: hover) and (pointer: fine)').matches && !prefersReducedMotion();
}

/**
 * A decorative element (`followerRef`) that trails the mouse inside `areaRef` using a
 * requestAnimationFrame loop. Positions are written straight to the element's transform so
 * the page does not re-render 60 times a second. `isEnabled` is false on the server, on touch
 * devices and under reduced motion; `isInside` says whether the pointer is over the area.
 */
export function useMouseFollow<Area extends HTMLElement, Follower extends HTMLElement>() {
  const areaRef = useRef<Area | null>(null);
  const followerRef = useRef<Follower | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isInside, setIsInside] = useState(false);

  useEffect(() => setIsEnabled(canFollowMouse()), []);

  useEffect(() => {
    const area = areaRef.current;
    if (!isEnabled || !area) return;
    let position: Point = { x: 0, y: 0 };
    let target: Point = { x: 0, y: 0 };
    let frame = 0;

    const render = () => {
      position = easeTowards(position, target);
      const follower = followerRef.current;
      if (follower) follower.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      frame = requestAnimationFrame(render);
    };
    const pointFrom = (event: PointerEvent): Point => {
      const box = area.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      // Start at the pointer so the bubble does not fly in from the corner.
      position = target = pointFrom(event);
      setIsInside(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(render);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') target = pointFrom(event);
    };
    const onLeave = () => {
      setIsInside(false);
      cancelAnimationFrame(frame);
    };

    area.addEventListener('pointerenter', onEnter);
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      area.removeEventListener('pointerenter', onEnter);
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
      cancelAnimationFrame(frame);
    };
  }, [isEnabled]);

  return { areaRef, followerRef, isEnabled, isInside };
}
