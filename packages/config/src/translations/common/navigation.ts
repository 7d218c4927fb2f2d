// en-GB texts of the page frame: header, account menu, footer, home page and the shared pages.

/** Header, menus, footer, home page and the shared pages. */
export const navigation = {
  skipToContent: 'Skip to main content',
  homeLink: 'Home',
  help: 'Help',
  back: 'Back',
  loading: 'Loading…',
  menu: {
    label: 'Account menu',
    dashboard: 'Dashboard',
    account: 'Account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    manageQuote: 'Manage quote',
  },
  footer: {
    poweredBy: 'Powered by {{provider}}',
    links: {
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      terms: 'Terms of business',
      complaints: 'Complaints',
      accessibility: 'Accessibility',
    },
  },
  progress: {
    label: 'Your progress',
    step: 'Step {{current}} of {{total}}',
    /** Above the heading on phones, where the progress list is under the page's button. */
    stepWithSection: 'Step {{current}} of {{total}}: {{section}}',
    completed: 'Completed',
    current: 'Current section',
    notStarted: 'Not started',
  },
  pages: {
    signIn: 'Signing you in…',
    callback: 'Finishing signing you in…',
    notFound: 'We couldn’t find that page, so we have taken you home.',
  },
  home: {
    title: 'Welcome',
    titleNamed: 'Welcome back, {{firstName}}',
    proposals: {
      title: 'Your quotes',
      empty: 'You have no saved quotes.',
      continue: 'Continue quote',
      delete: 'Delete quote',
      deleteConfirm: 'Are you sure you want to delete this quote? This can’t be undone.',
      reference: 'Quote reference {{reference}}',
    },
    policies: {
      title: 'Your policies',
      empty: 'You have no policies yet.',
      manage: 'Manage policy',
      documents: 'Documents',
      billing: 'Billing',
      claims: 'Claims',
      number: 'Policy number {{policyNumber}}',
      scheme: 'Cover',
      registration: 'Registration',
    },
    schemes: {
      title: 'Get a quote',
      start: 'Get a quote',
    },
    retrieve: 'Retrieve a saved quote',
  },
} as const;
