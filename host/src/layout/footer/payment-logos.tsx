// The payment marks of the footer, drawn as small SVGs in the brands' colours.

export const KhqrLogo = () => (
  <svg role="img" aria-label="KHQR" width="52" height="20" viewBox="0 0 52 20">
    <rect width="52" height="20" rx="3" fill="#e1232e" />
    <text
      x="26"
      y="14.5"
      textAnchor="middle"
      fill="#fff"
      fontFamily="Arial, sans-serif"
      fontSize="12"
      fontWeight="700"
    >
      KHQR
    </text>
  </svg>
);

export const VisaLogo = () => (
  <svg role="img" aria-label="Visa" width="40" height="20" viewBox="0 0 40 20">
    <text
      x="20"
      y="15.5"
      textAnchor="middle"
      fill="#1a1f71"
      fontFamily="Arial, sans-serif"
      fontSize="15"
      fontStyle="italic"
      fontWeight="900"
    >
      VISA
    </text>
  </svg>
);

export const MastercardLogo = () => (
  <svg role="img" aria-label="Mastercard" width="32" height="20" viewBox="0 0 32 20">
    <circle cx="11" cy="10" r="9" fill="#eb001b" />
    <circle cx="21" cy="10" r="9" fill="#f79e1b" />
    <path d="M16 2.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
  </svg>
);

export const CashLogo = ({ label }: { label: string }) => (
  <svg role="img" aria-label={label} width="28" height="18" viewBox="0 0 28 18">
    <rect x="1" y="1" width="26" height="16" rx="2" fill="#e6f4ea" stroke="#2f9e44" strokeWidth="1.5" />
    <circle cx="14" cy="9" r="4" fill="none" stroke="#2f9e44" strokeWidth="1.5" />
    <circle cx="5.5" cy="9" r="1.2" fill="#2f9e44" />
    <circle cx="22.5" cy="9" r="1.2" fill="#2f9e44" />
  </svg>
);

export const CreditLineLogo = ({ label }: { label: string }) => (
  <svg role="img" aria-label={label} width="18" height="20" viewBox="0 0 18 20">
    <path d="M2 1h10l4 4v14H2z" fill="#fff4e6" stroke="#c2410c" strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M5 8h8M5 11.5h8M5 15h5" stroke="#c2410c" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);
