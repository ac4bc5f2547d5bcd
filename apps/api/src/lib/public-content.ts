/**
 * "What anonymous pages show has changed" (decision 0137): a car reserved, released, sold or
 * listed, a review published. The page cache listens and drops its pages; jobs and the write
 * routes that change public content say so. In-process: with several workers each has its own
 * cache, bounded by its time to live.
 */
export class PublicContentSignal {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
