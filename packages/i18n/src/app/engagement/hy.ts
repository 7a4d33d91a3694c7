import type { EngagementTranslations } from './en';

/** Armenian (Հայերեն): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Համայնք',
  'engagement.emptyBody':
    'Այստեղ հայտնվելու համար կարդացեք պլանի մեկ օրը, գրեք ձեր օրագրում կամ կիսվեք աղոթքի խնդրանքով։',
  'engagement.emptyTitle': 'Դեռ միավորներ չկան',
  'engagement.hiddenNow': 'Դուք այլևս չեք երևում Մասնակցության վահանակում։',
  'engagement.howTitle': 'Ինչպես են վաստակվում միավորները',
  'engagement.intro': 'Միավորներ ձեր եկեղեցու կյանքին մասնակցելու համար՝ ընթերցանություն, աղոթք, օրագիր և այլն։',
  'engagement.kind.eventAttended': 'Միջոցառմանը ներկայության գրանցում',
  'engagement.kind.journalEntry': 'Պահպանել օրագրային գրառում',
  'engagement.kind.prayed': 'Աղոթել ինչ-որ մեկի խնդրանքի համար',
  'engagement.kind.prayerShared': 'Կիսվել աղոթքի խնդրանքով (անանունները միավոր չեն բերում)',
  'engagement.kind.readingDay': 'Կարդալ ընթերցանության պլանի մեկ օրը',
  'engagement.listLabel': 'Անդամներն ըստ միավորների',
  'engagement.loading': 'Մասնակցության վահանակը բեռնվում է',
  'engagement.once':
    'Յուրաքանչյուրը հաշվվում է մեկ անգամ․ նորից կարդացած օրը կամ նորից պահպանված գրառումը լրացուցիչ միավոր չի բերում։',
  'engagement.optOut': 'Թաքցնել ինձ Մասնակցության վահանակից',
  'engagement.optOutHint':
    'Ոչ ոք ձեզ չի տեսնում որևէ վահանակում՝ ո՛չ ձեր եկեղեցու, ո՛չ ձեր համայնքների։ Դուք շարունակում եք տեսնել ձեր միավորները։',
  'engagement.period.all': 'Ամբողջ ժամանակ',
  'engagement.period.allHint': 'Ձեր եկեղեցում վաստակված բոլոր միավորները։',
  'engagement.period.label': 'Ժամանակահատված',
  'engagement.period.month': 'Այս ամիս',
  'engagement.period.monthHint': 'Վերջին 30 օրվա միավորները։',
  'engagement.period.week': 'Այս շաբաթ',
  'engagement.period.weekHint': 'Վերջին 7 օրվա միավորները։',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} միավոր',
  'engagement.rank': '{rank}-րդ տեղ',
  'engagement.shownNow': 'Դուք կրկին երևում եք Մասնակցության վահանակում։',
  'engagement.standing': 'Դուք {rank}-րդ տեղում եք՝ {points} միավորով։',
  'engagement.standingHidden': 'Դուք թաքնված եք վահանակից։ Այս ժամանակահատվածում ունեք {points} միավոր։',
  'engagement.standingNone': 'Այս ժամանակահատվածում դեռ միավորներ չունեք։',
  'engagement.title': 'Մասնակցության վահանակ',
  'engagement.wholeChurch': 'Ձեր ամբողջ եկեղեցին',
  'engagement.you': 'Դուք',
  'engagement.yourStanding': 'Ձեր տեղը',
};

export default dictionary;
