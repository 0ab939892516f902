import { sidebarOpenedAtom } from '@portal/shared';
import { AppShell } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DialogHost } from '../auth/DialogHost';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { OfflineBanner } from './offline/OfflineBanner';
import { Sidebar } from './sidebar/Sidebar';

/** Spec section 9: sidebar 300 px, toggled with an overlay below 900 px; content 910 px wide. */
export function Shell({ children }: { children: ReactNode }) {
  const opened = useAtomValue(sidebarOpenedAtom);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 900, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <main style={{ maxWidth: 910, margin: '0 auto' }}>{children}</main>
        <Footer />
      </AppShell.Main>
      <DialogHost />
    </AppShell>
  );
}
