/**
 * Display colours without a per-fragment colour-space conversion.
 *
 * three.js normally works in linear sRGB and encodes every fragment to sRGB at the end of the
 * shader (a pow() per pixel), and decodes sRGB textures per texel. On a software rasteriser that
 * encode is a fifth of the frame. The board therefore renders with a "linear" output colour
 * space (no encode: fragment values go to the canvas as they are) and is fed values that are
 * already sRGB-encoded: baked vertex colours are lit in linear space and then encoded on the CPU
 * (`encodeSRGB`), material and clear colours are given as raw sRGB (`displayColour`) and the
 * symbol atlas is sampled without decoding. Flat colours come out byte for byte the same; only
 * the interpolation between differently lit vertices of one triangle happens in sRGB.
 */
import * as THREE from 'three';

/** The renderer's output colour space: no encode in the fragment shader. */
export const OUTPUT_COLOR_SPACE = THREE.LinearSRGBColorSpace;

/** A material / clear colour whose components are the hex's sRGB bytes / 255 (shown unchanged). */
export function displayColour(hex: number): THREE.Color {
  return new THREE.Color().setHex(hex, THREE.LinearSRGBColorSpace);
}

/** Linear-sRGB → sRGB transfer of one component (the same curve three.js uses). */
export function linearToSRGB(c: number): number {
  return c < 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 0.41666) - 0.055;
}

/** Encodes linear colour components in place (vertex colours lit in linear space). */
export function encodeSRGB(colours: Float32Array): Float32Array {
  for (let i = 0; i < colours.length; i++) colours[i] = linearToSRGB(Math.min(1, Math.max(0, colours[i]!)));
  return colours;
}
