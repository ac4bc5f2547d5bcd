import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { safeBlock } from './safe-block';

describe('safeBlock (spec §8: a failing block renders empty and is reported)', () => {
  it('renders the block when it builds', () => {
    expect(
      renderToString(
        <>
          {safeBlock('fines', () => (
            <p>Fines</p>
          ))}
        </>,
      ),
    ).toBe('<p>Fines</p>');
  });

  it('renders an empty block and reports the error when building fails', () => {
    const html = renderToString(
      <>
        {safeBlock('fines', () => {
          throw new Error('bad fine row');
        })}
      </>,
    );
    expect(html).toBe('<div data-block="fines"></div>');
    const report = vi.mocked(console.error);
    expect(report).toHaveBeenCalledWith(
      'challan page block "fines" failed to render',
      expect.any(Error),
    );
    // Reported on purpose here; clear it so the suite's console.error guard does not fail us.
    report.mockClear();
  });
});
