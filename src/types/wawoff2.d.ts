/** wawoff2 (Google's WOFF2 codec in WebAssembly) ships no types: the one call the press kit uses. */
declare module 'wawoff2' {
  const wawoff2: { decompress(input: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
