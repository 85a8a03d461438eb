import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with nodes (links) in place of its `{name}` placeholders, which t() leaves
 * unfilled without a value; a placeholder with no node stays as written, and the rest is text.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>
    ));
}
