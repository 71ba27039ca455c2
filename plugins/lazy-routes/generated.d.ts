// The file generate.ts writes for the server render.
declare module '@generated/rainbond-lazy-routes/server.json' {
  const data: import('./generate').ServerData;
  export default data;
}
