export * from './assets.ts'
export * from './messages.ts'
export * from './names.ts'
export * from './time.ts'
