// Static image imports (the icon sprite, src/components/ui/glyph.tsx). next-env.d.ts says the same,
// but `next build` writes it and it is not committed: a clean checkout's typecheck runs before any build.
/// <reference types="next/image-types/global" />
