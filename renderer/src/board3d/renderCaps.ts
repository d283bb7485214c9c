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
