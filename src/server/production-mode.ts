// Libraries pick their build from NODE_ENV when they are first loaded: without "production"
// React's server renderer runs its development build — several times slower per page, with
// checks meant for development. The server runs in production unless told otherwise (env.ts
// defaults NODE_ENV the same way); `npm run dev` sets "development". Imported first by main.ts,
// so it runs before any library is loaded.
process.env.NODE_ENV ||= 'production';
