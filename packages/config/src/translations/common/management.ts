// en-GB texts of policy changes (spec 001 §2 "Management routes", "Adjustment review page"):
// the section index, adjustment review and result, excess, add-ons and drivers.

/** Policy management, adjustment review and result pages. */
export const management = {
  title: 'Change your policy',
  description: 'Choose what you would like to change.',
  sectionLink: 'Change {{section}}',
  review: {
    title: 'Check your changes',
    changes: 'What’s changing',
    from: 'From',
    to: 'To',
    premium: {
      increase: 'Your premium will go up by {{amount}}.',
      decrease: 'Your premium will go down by {{amount}}.',
      none: 'Your premium will not change.',
      dueNow: 'To pay now: {{amount}}',
      creditNow: 'We will refund {{amount}}.',
    },
    confirm: 'Confirm changes',
    discard: 'Discard changes',
    referred: {
      title: 'We need to look at this change',
      body: 'We can’t accept this change online. If you confirm it, your policy will end straight away and we will contact you.',
      agreement: 'I understand that confirming this change ends my policy now.',
      confirm: 'Confirm and end my policy',
    },
    invalidState: {
      header: 'We can’t make this change online',
      subheader: 'Please chat with us and we will help.',
    },
  },
  result: {
    success: {
      title: 'Your policy has been updated',
      immediate: 'Your changes apply now.',
      deferred: 'Your changes will take effect at 00:00 on {{date}}.',
      back: 'Back to your policy',
    },
    error: {
      title: 'We couldn’t make this change',
      chat: 'Chat with us',
      dismiss: 'Back to your policy',
    },
  },
  excess: {
    title: 'Change your voluntary excess',
    current: 'Your voluntary excess is {{amount}}.',
    notAdjustable: 'The excess on this policy can’t be changed.',
  },
  addOns: {
    title: 'Change your add-ons',
    review: 'Check your add-ons',
  },
  drivers: {
    title: 'Additional drivers',
    add: 'Add a driver',
    edit: 'Edit {{name}}',
    remove: 'Remove {{name}}',
    max: 'You can add up to {{count}} additional drivers.',
    none: 'There are no additional drivers on your policy.',
  },
} as const;
