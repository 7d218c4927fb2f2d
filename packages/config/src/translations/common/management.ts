// en-GB texts of policy changes (spec 001 §2 "Management routes", "Adjustment review page"):
// the section index, each change's form, the adjustment's review and result.

/** Policy management, adjustment review and result pages. */
export const management = {
  title: 'Change your policy',
  description: 'Choose what you would like to change.',
  sectionLink: 'Change {{section}}',
  back: 'Back to your policy',
  backToIndex: 'Back to what you can change',
  continue: 'Continue',
  unchanged: 'You haven’t changed anything. Change an answer, then continue.',
  review: {
    title: 'Check your changes',
    back: 'Back to your answers',
    changes: 'What’s changing',
    changeColumn: 'Change',
    was: 'Was',
    now: 'Now',
    notGiven: 'Not given',
    none: 'None',
    included: 'Included',
    notIncluded: 'Not included',
    yes: 'Yes',
    no: 'No',
    items: 'Entries: {{count}}',
    updated: 'Updated',
    excess: 'Voluntary excess',
    priceUnknown: 'Not available',
    price: {
      title: 'Your price',
      before: { month: 'Monthly price now', term: 'Price of your cover now' },
      after: {
        month: 'Monthly price after the change',
        term: 'Price of your cover after the change',
      },
    },
    premium: {
      dueNow: 'To pay now: {{amount}}',
      creditNow: 'We will refund {{amount}}.',
      nothingNow: 'There is nothing to pay now.',
      nextStatement: 'Your new monthly price starts from your next statement.',
      partMonthDebit: 'Your next statement also includes {{amount}} for the rest of this month.',
      partMonthCredit:
        'Your next statement also includes a credit of {{amount}} for the rest of this month.',
    },
    confirm: 'Confirm changes',
    discard: 'Discard changes',
    referred: {
      title: 'We need to look at this change',
      body: 'We can’t accept this change online. If you confirm it, your policy will end straight away and we will contact you.',
      agreement: 'I understand that confirming this change ends my policy now.',
      confirm: 'Confirm and end my policy',
      // A referred change prices nothing: the policy ends, and what was paid for cover after the
      // end comes back (ADR 0043), so the page says that instead of a price that never applies.
      money: {
        title: 'What happens to your money',
        refund:
          'We will refund what you have paid for cover after your policy ends, to the card or bank account you paid with. Your final statement will show it.',
      },
    },
    invalidState: {
      subheader: 'Please chat with us and we will help.',
    },
  },
  payByCard: 'Pay {{amount}} by card',
  result: {
    success: {
      title: 'Your policy has been updated',
      immediate: 'Your changes apply now.',
      deferred: 'Your changes will take effect at {{time}}.',
      // An agent's backdated change: in force since a day before it was confirmed.
      backdated: 'Your changes apply from {{time}}.',
    },
    error: {
      title: 'We couldn’t make this change',
    },
  },
  addOns: { title: 'Change your add-ons' },
  // The words the quote's drivers pages share (proposal.additionalDrivers) are not repeated here:
  // every text is in the apps' first load.
  drivers: {
    intro:
      'Add, change or remove the people who drive your car. You see the price before you confirm.',
    listLabel: 'Drivers on your policy',
    none: 'No other drivers are named on your policy.',
    max: 'Your policy names {{count}} additional drivers, the most it allows. To add someone, remove a driver first.',
    back: 'Back to your drivers',
  },
  excess: {
    title: 'Change your voluntary excess',
    current: 'Your voluntary excess is {{amount}}.',
    same: 'This is your voluntary excess already.',
  },
} as const;
