import './styles.css';

// React itself (the part a plain React page runs too) is evaluated in a task of its own, and the app's modules
// in the next: two shorter tasks instead of one that holds a slow phone's main thread for ~200 ms. Both files
// are fetched at once (the server's boot script preloads them); only their evaluation is taken in turn.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./app/hydrate.tsx');
