/**
 * What the WebGL implementation is: a software rasteriser (SwiftShader, llvmpipe, …) pays for
 * every pixel and every MSAA sample on the CPU, so the board defaults to no antialiasing and a
 * pixel ratio of 1 there.
 */

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

let cached: string | null | undefined;

/** The unmasked renderer string (WEBGL_debug_renderer_info), or null when unavailable. */
export function webglRendererName(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    if (typeof document === 'undefined') return cached;
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return cached;
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    cached = String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = null;
  }
  return cached;
}

export function isSoftwareRenderer(name: string | null = webglRendererName()): boolean {
  return !!name && SOFTWARE.test(name);
}

/**
 * Drawing-buffer pixels a software rasteriser gets for a still frame of the board: 0.8 per axis
 * of a 1280×800 canvas. Measured on SwiftShader, the frame's cost falls only about linearly with
 * the scale (vertex work and per-triangle set-up stay), so lower scales buy little.
 */
export const SOFTWARE_PIXEL_BUDGET = 660_000;
/**
 * The frame's pixel work, in landscape pixels: a pixel the landscape covers costs about 2.5 times
 * one it does not (measured on SwiftShader, late board: ~6 ms fixed, ~5.7 ns per buffer pixel
 * and ~14 ns more per landscape pixel), so work = landscape + BUFFER_WEIGHT × buffer.
 */
export const BUFFER_WEIGHT = 0.4;
/**
 * The most pixel work (see BUFFER_WEIGHT) a still frame may take. A view that shows the
 * landscape larger (the tight whole-board view, a close-up) draws it at a lower scale for the
 * same cost: the table's board at 1280×800 (720×452, ~225k landscape pixels) stays at full
 * resolution; the bench's full-window whole-board view (1280×800, ~600k) draws at 0.575, a
 * little faster than its old, looser view at 0.8 that showed the landscape at half the area.
 */
export const SOFTWARE_WORK_BUDGET = 360_000;
/**
 * Never below this: the symbols of the spaces stay recognisable (the names of cities and stacks
 * are HTML over the canvas and do not depend on it).
 */
export const SOFTWARE_MIN_SCALE = 0.55;

/**
 * Render scale (per axis) for a software renderer drawing a canvas of `width` × `height` device
 * pixels of which the landscape covers `landscape` (device pixels; omitted: not limited): within
 * the pixel budget and the work budget, in steps of 0.025 (so small changes keep the scale),
 * clamped to [SOFTWARE_MIN_SCALE, 1].
 */
export function softwareRenderScale(width: number, height: number, landscape?: number): number {
  const px = Math.max(1, width * height);
  let s = Math.sqrt(SOFTWARE_PIXEL_BUDGET / px);
  if (landscape && landscape > 0) s = Math.min(s, Math.sqrt(SOFTWARE_WORK_BUDGET / (landscape + BUFFER_WEIGHT * px)));
  return Math.min(1, Math.max(SOFTWARE_MIN_SCALE, Math.floor(s * 40 + 1e-9) / 40));
}
