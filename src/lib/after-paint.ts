/**
 * Runs `task` once the browser has painted the current frame: work that only decorates a page
 * (the sign-in picture) then starts after what the user needs is on screen, not in the same frame.
 * Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
