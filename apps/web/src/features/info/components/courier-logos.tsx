import type { CourierId } from '@bookstore/contracts';
import type { ReactNode } from 'react';

/**
 * The couriers' marks, drawn here as small SVG wordmarks in their colours (no images from the network).
 * Each is decorative next to the courier's name, which the list shows as text.
 */
const MARKS: Record<Exclude<CourierId, 'other'>, ReactNode> = {
  tcs: (
    <>
      <rect width="120" height="48" rx="8" fill="#e31e24" />
      <text x="60" y="33" textAnchor="middle" fontFamily="Arial Black, Arial, sans-serif" fontWeight="900" fontSize="26" fill="#fff" fontStyle="italic">
        TCS
      </text>
    </>
  ),
  leopard: (
    <>
      <rect width="120" height="48" rx="8" fill="#111" />
      <circle cx="20" cy="24" r="11" fill="#f6b800" />
      <circle cx="17" cy="21" r="2.2" fill="#111" />
      <circle cx="23" cy="27" r="2.2" fill="#111" />
      <circle cx="22" cy="19" r="1.6" fill="#111" />
      <text x="76" y="29" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="13" fill="#f6b800">
        LEOPARDS
      </text>
    </>
  ),
  trax: (
    <>
      <rect width="120" height="48" rx="8" fill="#fff" stroke="#f26522" strokeWidth="2" />
      <path d="M14 16h18l-6 16h-8z" fill="#f26522" />
      <text x="72" y="32" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="22" fill="#1d1d1b">
        trax
      </text>
    </>
  ),
  postex: (
    <>
      <rect width="120" height="48" rx="8" fill="#0b2a5b" />
      <text x="60" y="31" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="20" fill="#fff">
        Post<tspan fill="#35c0ed">Ex</tspan>
      </text>
    </>
  ),
  pakistan_post: (
    <>
      <rect width="120" height="48" rx="8" fill="#01662e" />
      <path d="M16 14h16v20H16z" fill="#fff" />
      <path d="M16 14l8 9 8-9" fill="none" stroke="#01662e" strokeWidth="2" />
      <text x="76" y="22" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11" fill="#fff">
        PAKISTAN
      </text>
      <text x="76" y="37" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="13" fill="#fff">
        POST
      </text>
    </>
  ),
};

export function CourierLogo({ id }: { id: Exclude<CourierId, 'other'> }) {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" aria-hidden="true" focusable="false" className="courier-logo">
      {MARKS[id]}
    </svg>
  );
}
