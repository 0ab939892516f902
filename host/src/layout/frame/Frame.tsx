import type { ReactNode } from 'react';
import './frame.css';

type FrameProps = {
  /** The back office's lower header, and no menu. */
  staff?: boolean;
  header: ReactNode;
  /** The shop's menu: beside the page from 900 px, over it below when opened. */
  menu?: { opened: boolean; content: ReactNode };
  children: ReactNode;
};

/** The shell's frame (see frame.css): header, menu and the page around them. */
export function Frame({ staff = false, header, menu, children }: FrameProps) {
  return (
    <div className="frame" data-staff={staff || undefined} data-with-menu={menu ? true : undefined}>
      {header}
      {menu && (
        <div className="frame-menu" data-opened={menu.opened || undefined}>
          {menu.content}
        </div>
      )}
      <div className="frame-page">{children}</div>
    </div>
  );
}

export function FrameHeader({ children, ...attributes }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <header className="frame-header" {...attributes}>
      {children}
    </header>
  );
}
