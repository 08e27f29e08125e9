import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin is served by the service at `/` (src/platform/http/web-admin.ts); `npm run build` writes web/dist.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: { proxy: { '^/(bffweb|auth|api|integration)': 'http://127.0.0.1:8080' } },
});
