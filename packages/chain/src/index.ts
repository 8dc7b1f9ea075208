export * from './names.ts'
