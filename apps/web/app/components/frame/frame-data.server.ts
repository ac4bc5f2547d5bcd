import type { AppLoadContext } from 'react-router';

/** Everything the header, menus and footer need, fetched from the API once per page. */
export interface FrameData {
  pathname: string;
}

export async function loadFrameData(
  _context: AppLoadContext,
  request: Request,
): Promise<FrameData> {
  return { pathname: new URL(request.url).pathname };
}
