import type { LandingCopy } from './en';

/** Chichewa copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Pulogalamu ya mpingo ya chiyanjano',
    description:
      'Mapemphero, Baibulo tsiku lililonse, zochitika, macheza a magulu ndi kudzipereka mu pulogalamu imodzi yoteteza zachinsinsi ya mamembala, atsogoleri ndi abusa.',
  },
  hero: {
    eyebrow: 'Pulogalamu imodzi ya mpingo',
    title: 'Chiyanjano chopitirira sabata yonse',
    subtitle:
      'Pemphero, Malemba, zochitika, macheza ndi utumiki mu pulogalamu imodzi yoteteza zachinsinsi ya mamembala, atsogoleri ndi ogwira ntchito anu.',
  },
  overview: {
    title: 'Nyumba imodzi ya moyo wa mpingo wanu pamodzi',
    paragraphs: [
      'Mipingo yambiri imavutika kusamalira gulu la macheza, pepala lolembetsa mayina, tsamba la zopereka ndi spreadsheet ya odzipereka nthawi imodzi. Koinonia imabweretsa zonsezi pamalo amodzi, kotero mamembala amapeza chilichonse ndipo atsogoleri sasowanso kukopera mindandanda kuchoka pa chida china kupita pa china.',
      'Mamembala amapemphererana, amawerenga Baibulo tsiku lililonse ndipo amalembetsa kuti atumikire. Abusa ndi oyang’anira amaona amene ali olumikizana ndi kumene thandizo likufunika, m’zilankhulo {languageCount}.',
    ],
  },
  features: {
    title: 'Zonse zimene mpingo wanu umachita, mu pulogalamu imodzi',
    items: [
      {
        title: 'Khoma la Mapemphero',
        body: 'Zopempha zachinsinsi, zapoyera kapena zopanda dzina, magulu a pemphero ndi mapemphero oyankhidwa, lotsegula usana ndi usiku.',
      },
      {
        title: 'Kuwerenga Baibulo ndi kulemba',
        body: 'Zowerenga za tsiku ndi tsiku, kusinkhasinkha kotsogozedwa, mapulani owerengera, Baibulo lomvetsera ndi kope la S.O.A.P.',
      },
      {
        title: 'Zochitika ndi magulu',
        body: 'Kuyankha maitanidwe, zikumbutso, mabwalo a zokambirana oyang’aniridwa, macheza a magulu ang’onoang’ono, mauthenga ndi zilengezo.',
      },
      {
        title: 'Malo a Utumiki',
        body: 'Gwirizanitsani mamembala ndi magulu a utumiki molingana ndi luso lawo ndi mphatso zauzimu, kenako alembeni pa ndandanda ndipo muwathokoze.',
      },
      {
        title: 'Kuphunzira ndi kukonzekera ulaliki mothandizidwa ndi AI',
        body: 'Maupangiri a phunziro ndi ndondomeko za ulaliki mukapempha, zolipiridwa ndi makandulo a AI amene ali mu pulani iliyonse.',
      },
      {
        title: 'Kuyang’anira mpingo',
        body: 'Kuyang’anira mamembala, zopereka pa intaneti ndi kusanthula kwa opereka, kuwulutsa pompopompo, nthambi zambiri ndi malo opangira zinthu.',
      },
    ],
  },
  featurePages: {
    title: 'Onani zomwe zilipo',
    items: {
      prayerWall: {
        title: 'Khoma la Mapemphero',
        body: 'Gawanani zosowa, sonkhanitsani magulu a pemphero ndipo sangalalani pamodzi ndi mapemphero oyankhidwa.',
      },
      bibleReading: {
        title: 'Kuwerenga Baibulo',
        body: 'Werengani, mverani ndi kusinkhasinkha tsiku lililonse ndi mapulani, zolingalira za tsiku ndi kope lanu la S.O.A.P.',
      },
      events: {
        title: 'Zochitika',
        body: 'Konzani misonkhano ndi mayankho a maitanidwe, zikumbutso ndi kalembera wa opezekapo m’malo onse.',
      },
      communityChat: {
        title: 'Macheza a Gulu',
        body: 'Thandizani magulu akuluakulu ndi ang’onoang’ono kupitiriza kucheza motetezeka pakati pa Lamlungu ndi Lamlungu.',
      },
      volunteerHub: {
        title: 'Malo a Odzipereka',
        body: 'Thandizani membala aliyense kupeza malo otumikira ogwirizana ndi mphatso zake.',
      },
    },
  },
  audiences: {
    title: 'Yopangidwira aliyense wa mu mpingo wanu',
    items: [
      {
        title: 'Mamembala',
        body: 'Pempherani, werengani, lembani m’kope lanu ndi kutenga nawo mbali mu mpingo wanu kuchokera pa foni yanu, nthawi iliyonse.',
      },
      {
        title: 'Atsogoleri a magulu ndi a utumiki',
        body: 'Chezani ndi gulu lanu, gawanani zilengezo, konzani zochitika ndi kudzaza malo a odzipereka.',
      },
      {
        title: 'Abusa',
        body: 'Onani kumene anthu anu akufunika chisamaliro, ndipo konzekerani maulaliki ndi maphunziro mothandizidwa ndi AI.',
      },
      {
        title: 'Oyang’anira ndi odzipereka a mpingo',
        body: 'Yang’anirani mamembala, zopereka, nthambi ndi ndandanda popanda mulu wa ma spreadsheet.',
      },
    ],
  },
  benefits: {
    title: 'Chifukwa chake mipingo imasankha Koinonia',
    items: [
      {
        title: 'Ntchito za muofesi zochepa, utumiki wochuluka',
        body: 'Pulogalamu imodzi imalowa m’malo mwa zida zambiri zosiyanasiyana, kotero ogwira ntchito amathera nthawi yawo ndi anthu.',
      },
      {
        title: 'Mamembala amene amakhalabe olumikizana',
        body: 'Pemphero, kuwerenga ndi macheza zimapatsa anthu chifukwa chobwerera pakati pa Lamlungu ndi Lamlungu.',
      },
      {
        title: 'Yokonzekera nthambi iliyonse',
        body: 'Yang’anirani nthambi zingapo kuchokera mu akaunti imodzi ndipo chitani zochitika m’malo osiyanasiyana.',
      },
      {
        title: 'M’chilankhulo cha membala aliyense',
        body: 'Munthu aliyense amasankha chilankhulo chake ndi mawonekedwe owala kapena amdima, ndipo akhoza kusunga zinthu kuti aziwerenga popanda intaneti.',
      },
    ],
  },
  howItWorks: {
    title: 'Momwe zimagwirira ntchito',
    steps: [
      {
        title: 'Pangani akaunti kwaulere',
        body: 'Lembetsani pa mphindi imodzi, popanda khadi, ndipo sankhani chilankhulo chanu.',
      },
      {
        title: 'Lowani kapena khazikitsani mpingo wanu',
        body: 'Pezani mpingo wanu ndi magulu anu, kapena bweretsani mpingo wanu wonse kudzera mu pulani ya mpingo.',
      },
      {
        title: 'Pempherani, werengani, sonkhanani ndi kutumikira',
        body: 'Yambani ndi zowerenga za lero kapena pempho la pemphero, ndipo kulani kuchokera pamenepo.',
      },
    ],
  },
  cta: {
    title: 'Bweretsani mpingo wanu pamodzi pamalo amodzi',
    body: 'Yambani kwaulere lero, kapena konzani chiwonetsero ndipo tidzaonetsa gulu lanu momwe Koinonia imagwirira ntchito.',
  },
};

export default copy;
