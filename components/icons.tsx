/** Small decorative icons; each is aria-hidden, so the control around it names the action. */
type IconProps = { className?: string };

function Icon({ className = 'size-4', d }: IconProps & { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d={d} />
    </svg>
  );
}

export const ChevronDownIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
  />
);
export const ChevronLeftIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"
  />
);
export const ChevronRightIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z"
  />
);
export const CheckIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
  />
);
function StrokeIcon({ className = 'size-7', d }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <path strokeLinecap="round" d={d} />
    </svg>
  );
}

export const HeartIcon = (props: IconProps) => (
  <StrokeIcon
    {...props}
    d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.3 0 5.5 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
  />
);
export const MenuIcon = (props: IconProps) => <StrokeIcon {...props} d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = (props: IconProps) => <StrokeIcon {...props} d="M6 6l12 12M18 6 6 18" />;
