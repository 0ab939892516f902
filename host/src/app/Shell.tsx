import { sidebarOpenedAtom } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { useMediaQuery } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import AddressPrompt from '../address/AddressPrompt';
import { AdPopupHost } from '../layout/ad-popup/AdPopupHost';
import { useHeldScreen } from '../layout/first-screen/ServerFirstScreen';
import { Footer } from '../layout/footer/Footer';
import { Frame, FrameHeader } from '../layout/frame/Frame';
import { Header } from '../layout/header/Header';
import { Later } from '../layout/Later';
import { LoadingBar } from '../layout/loading/LoadingBar';
import { OfflineBanner } from '../layout/offline/OfflineBanner';
import { LinkPrefetch } from '../layout/prefetch/LinkPrefetch';
import { SignedInOnly } from '../layout/SignedInOnly';
import { Sidebar } from '../layout/sidebar/Sidebar';
import { StaffShell } from '../layout/staff/StaffShell';
import { UpdatePrompt } from '../layout/update/UpdatePrompt';
import { DialogHost } from './dialogs/DialogHost';
import { accessOf, sectionOf } from './route-table';

/** The shop's frame, or the staff's for a staff section (the back office). */
export function Shell({ children }: { children: ReactNode }) {
  const section = sectionOf(useLocation().pathname);
  if (section && accessOf(section) === 'staff') return <StaffShell>{children}</StaffShell>;
  return <ShopShell>{children}</ShopShell>;
}

/** Spec section 9: sidebar 300 px, toggled with an overlay below 900 px; content 910 px wide. */
function ShopShell({ children }: { children: ReactNode }) {
  const opened = useAtomValue(sidebarOpenedAtom);
  const serverScreen = useHeldScreen();
  // On a phone the menu is drawn the first time it is opened, not on every page behind the screen's edge; then
  // it stays, so it slides out whole.
  const wide = useMediaQuery('(min-width: 900px)', false, { getInitialValueInEffect: false });
  const [menuDrawn, setMenuDrawn] = useState(false);
  if ((wide || opened) && !menuDrawn) setMenuDrawn(true);
  return (
    <>
      <LoadingBar />
      <Frame
        header={
          // Phones give the search box a second row (see Header).
          <FrameHeader>
            <Header />
          </FrameHeader>
        }
        menu={{ opened, content: (menuDrawn || wide || opened) && <Sidebar /> }}
      >
        <OfflineBanner />
        <UpdatePrompt />
        {/* At least a screen tall, so the footer starts below the fold and never jumps as a page's content arrives. */}
        <main
          style={{
            maxWidth: 910,
            margin: '0 auto',
            minHeight: 'calc(100dvh - var(--app-shell-header-height, 64px))',
          }}
        >
          {children}
        </main>
        {/* Not beside the server's first screen, which is shorter than the page: the footer would come into view. */}
        {!serverScreen && (
          <Later>
            <Footer />
          </Later>
        )}
      </Frame>
      <DialogHost />
      {/* Part of the shell, not loaded on demand: it listens from the moment of sign-in, so a click made while its
          code would still be loading is not missed. */}
      <SignedInOnly>
        <AddressPrompt />
      </SignedInOnly>
      <Later>
        <AdPopupHost />
        <LinkPrefetch />
      </Later>
    </>
  );
}
