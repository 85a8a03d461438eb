// Not a page: a second entry point that reaches only React. A splitting bundler then puts
// React's modules in chunks of their own (no module reached from both sets mixes with them),
// so the bench can leave React out of every number exactly.
import 'react';
import 'react-dom';
import 'react-dom/client';
import 'react/jsx-runtime';
