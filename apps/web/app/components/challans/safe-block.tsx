import { Component, type ReactNode } from 'react';

/** Spec §8: a rendering failure inside the challan page shows an empty block and is reported. */
export function reportBlockError(block: string, error: unknown) {
  console.error(`challan page block "${block}" failed to render`, error);
}

/**
 * Builds a block eagerly inside try/catch (server rendering has no error boundaries), and keeps
 * a boundary for re-renders in the browser.
 */
export function safeBlock(block: string, build: () => ReactNode): ReactNode {
  try {
    return <BlockBoundary block={block}>{build()}</BlockBoundary>;
  } catch (error) {
    reportBlockError(block, error);
    return <div data-block={block} />;
  }
}

class BlockBoundary extends Component<{ block: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportBlockError(this.props.block, error);
  }

  override render() {
    return this.state.failed ? <div data-block={this.props.block} /> : this.props.children;
  }
}
