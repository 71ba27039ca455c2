// The DocSearch stylesheet entry point has no type declarations.
declare module '@docsearch/react/style';
