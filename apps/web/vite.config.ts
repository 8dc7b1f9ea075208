import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const devnetOrigin = process.env.DEVNET_URL ?? 'http://127.0.0.1:8080'
const proxied = ['/v1', '/v2', '/ipfs', '/devnet', '/dstor']

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: devnetOrigin, changeOrigin: true }]),
    ),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
})
