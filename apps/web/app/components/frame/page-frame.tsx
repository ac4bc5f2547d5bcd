import type { ReactNode } from 'react';
import type { FrameData } from './frame-data.server';

export function PageFrame({ children }: { frame: FrameData; children: ReactNode }) {
  return <>{children}</>;
}
