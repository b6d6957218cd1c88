import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives beside its owner; drizzle-kit finds them by name, so a new module's tables need
  // no central list (the client does not need them: code imports each table from its owner).
  schema: ['./src/**/*.tables.ts'],
  out: './drizzle',
})
