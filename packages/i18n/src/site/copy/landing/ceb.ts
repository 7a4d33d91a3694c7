import type { LandingCopy } from './en';

/** Cebuano copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Ang super app sa simbahan alang sa panag-uban',
    description:
      'Bungbong sa pag-ampo, adlaw-adlaw nga Bibliya, kalihokan, group chat ug pagboluntaryo sa usa ka app nga nag-una sa privacy, alang sa miyembro, lider ug pastor.',
  },
  hero: {
    eyebrow: 'Ang super app sa simbahan',
    title: 'Panag-uban nga magpadayon tibuok semana',
    subtitle:
      'Pag-ampo, Kasulatan, kalihokan, chat ug pag-alagad sa usa ka app nga nag-una sa privacy, alang sa imong mga miyembro, lider ug staff.',
  },
  overview: {
    title: 'Usa ka panimalay alang sa kinabuhi sa imong simbahan',
    paragraphs: [
      'Daghang simbahan ang dungan nga nagdumala og group chat, listahan sa magpalista, panid sa paghalad ug spreadsheet sa mga boluntaryo. Gihiusa kini sa Koinonia sa usa ka dapit, busa makit-an sa mga miyembro ang tanan ug dili na kinahanglan nga kopyahon sa mga lider ang mga listahan gikan sa usa ka himan ngadto sa lain.',
      'Mag-ampo ang mga miyembro alang sa usag usa, mobasa sa Bibliya matag adlaw ug magpalista aron moalagad. Makita sa mga pastor ug administrador kung kinsa ang konektado ug asa gikinahanglan ang tabang, sa {languageCount} ka pinulongan.',
    ],
  },
  features: {
    title: 'Tanan nga gibuhat sa imong simbahan, anaa sa usa ka app',
    items: [
      {
        title: 'Bungbong sa Pag-ampo',
        body: 'Pribado, publiko o anonimo nga hangyo, mga lingin sa pag-ampo ug mga natubag nga pag-ampo, abli adlaw ug gabii.',
      },
      {
        title: 'Pagbasa sa Bibliya ug journal',
        body: 'Adlaw-adlaw nga pagbasa, giyahan nga debosyon, mga plano sa pagbasa, audio nga Bibliya ug S.O.A.P. nga journal.',
      },
      {
        title: 'Mga kalihokan ug komunidad',
        body: 'RSVP, pahinumdom, forum nga may moderator, chat sa gagmayng grupo, mensahe ug pahibalo.',
      },
      {
        title: 'Sentro sa Pag-alagad',
        body: 'Itugma ang mga miyembro sa mga team sa ministeryo sumala sa ilang kahanas ug espirituhanong gasa, unya iskedyul ug pasalamati sila.',
      },
      {
        title: 'AI alang sa pagtuon ug pag-andam sa wali',
        body: 'Mga giya sa pagtuon ug laraw sa wali kung gikinahanglan, bayran gamit ang AI nga kandila nga apil sa matag plano.',
      },
      {
        title: 'Pagdumala sa simbahan',
        body: 'Pagdumala sa miyembro, online nga paghalad uban ang analytics sa mga naghatag, livestream, daghang campus ug mga studio sa sulod.',
      },
    ],
  },
  featurePages: {
    title: 'Susiha ang mga bahin',
    items: {
      prayerWall: {
        title: 'Bungbong sa Pag-ampo',
        body: 'Ipaambit ang mga panginahanglan, tigoma ang mga lingin sa pag-ampo ug saulogon nga magkauban ang mga natubag nga pag-ampo.',
      },
      bibleReading: {
        title: 'Pagbasa sa Bibliya',
        body: 'Basa, paminaw ug pamalandong matag adlaw uban ang mga plano, debosyon ug imong S.O.A.P. nga journal.',
      },
      events: {
        title: 'Mga Kalihokan',
        body: 'Planoha ang mga panagtigom uban ang RSVP, pahinumdom ug pagtambong sa matag lokasyon.',
      },
      communityChat: {
        title: 'Chat sa Komunidad',
        body: 'Padayona nga luwas nga nag-istorya ang mga komunidad ug gagmayng grupo taliwala sa mga Domingo.',
      },
      volunteerHub: {
        title: 'Sentro sa mga Boluntaryo',
        body: 'Tabangi ang matag miyembro nga makakita og dapit sa pag-alagad nga haom sa ilang mga gasa.',
      },
    },
  },
  audiences: {
    title: 'Gihimo alang sa tanan sa imong simbahan',
    items: [
      {
        title: 'Mga miyembro',
        body: 'Pag-ampo, pagbasa, pagsulat sa journal ug apil sa imong simbahan gikan sa imong telepono, bisan unsang orasa.',
      },
      {
        title: 'Mga lider sa grupo ug ministeryo',
        body: 'Pakig-chat sa imong grupo, ipaambit ang mga pahibalo, planoha ang mga kalihokan ug pun-a ang mga papel sa boluntaryo.',
      },
      {
        title: 'Mga pastor',
        body: 'Tan-awa kung asa nanginahanglan og pag-atiman ang imong katawhan, ug andama ang mga wali ug pagtuon sa tabang sa AI.',
      },
      {
        title: 'Mga administrador ug boluntaryo sa simbahan',
        body: 'Dumalaha ang mga miyembro, halad, campus ug iskedyul nga walay usa ka drawer nga puno sa spreadsheet.',
      },
    ],
  },
  benefits: {
    title: 'Nganong gipili sa mga simbahan ang Koinonia',
    items: [
      {
        title: 'Gamay nga admin, daghang ministeryo',
        body: 'Usa ka app ang mopuli sa tinapi-tapi nga mga himan, busa magamit sa staff ang ilang panahon uban sa mga tawo.',
      },
      {
        title: 'Mga miyembro nga magpabiling konektado',
        body: 'Ang pag-ampo, pagbasa ug chat maghatag sa mga tawo og rason nga mobalik taliwala sa mga Domingo.',
      },
      {
        title: 'Andam alang sa matag campus',
        body: 'Dumalaha ang pipila ka campus gikan sa usa ka account ug himoa ang mga kalihokan sa daghang lokasyon.',
      },
      {
        title: 'Sa pinulongan sa matag miyembro',
        body: 'Ang matag tawo mopili sa iyang pinulongan ug hayag o ngitngit nga tema, ug makatipig og sulod aron magamit nga offline.',
      },
    ],
  },
  howItWorks: {
    title: 'Unsaon kini paglihok',
    steps: [
      {
        title: 'Paghimo og libre nga account',
        body: 'Pagpalista sulod sa usa ka minuto, walay card nga gikinahanglan, ug pilia ang imong pinulongan.',
      },
      {
        title: 'Apil o i-set up ang imong simbahan',
        body: 'Pangitaa ang imong simbahan ug mga grupo, o dad-a ang imong kongregasyon pinaagi sa plano sa simbahan.',
      },
      {
        title: 'Pag-ampo, pagbasa, pagtigom ug pag-alagad',
        body: 'Sugdi sa pagbasa karong adlawa o sa usa ka hangyo sa pag-ampo, ug motubo gikan didto.',
      },
    ],
  },
  cta: {
    title: 'Tigoma ang imong simbahan sa usa ka dapit',
    body: 'Sugdi nga libre karon, o pag-iskedyul og demo ug ipakita namo sa imong team ang Koinonia.',
  },
};

export default copy;
