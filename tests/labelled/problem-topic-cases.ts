/**
 * Labelled problem statements for the built-in engine's first reading of a problem (issue 21 item
 * 3): is it about banking, and is it written in English? Written for these tests; used by
 * `banking-topic.test.ts` and by `npm run bench:ai-quality`.
 */

/** Not about banking, though most share a word with banking ("branch", "card", "deposit", "bank"). */
export const NOT_BANKING: readonly string[] = [
  'The branch of the river floods the village every spring.',
  "The coffee machine's card reader keeps rejecting staff badges.",
  'Couples lose their deposit when the wedding venue cancels at short notice.',
  'The office coffee machine keeps breaking and nobody knows who should fix it.',
  'Our football team keeps losing matches because players arrive late to training.',
  'Tree branches fall on the school playground after every storm.',
  'Referees record yellow card statistics by hand after every match.',
  'Hikers lose the trail where the path forks at the river bank.',
  'Hotel guests find their key cards stop working after one night.',
  'Elderly patients lose their balance on the hospital stairs at night.',
  'The band loses its rehearsal room deposit whenever the drummer cancels late.',
  'Pupils lose interest in maths lessons after the first term.',
];

/** About banking, many through the same words in their banking sense. */
export const BANKING: readonly string[] = [
  'Customers queue for an hour at the branch to deposit cash.',
  'Small businesses wait three weeks for an overdraft decision.',
  'Card payments at small merchants fail when the terminal loses its connection.',
  'Savers leave money in accounts paying no interest.',
  'Heirs wait months to access a deceased parent’s accounts.',
  'Fraudsters persuade customers to send instant transfers to safe accounts.',
  'Our branch staff spend hours on paperwork for each mortgage application.',
  'Exporters lose margin on currency swings between invoice and payment.',
  'Merchants lose sales when their card readers go offline.',
  'Landlords hold tenants’ deposits in accounts that earn nothing.',
  'University students overspend in their first term and miss payments.',
  'Home insurance claims after floods take months to settle.',
  'Café owners wait two days for the money from card payments to reach their account.',
  'Clients leave their bonus idle in a current account for months.',
];

export interface ForeignProblem {
  language: string;
  text: string;
}

/** Banking problems written in another language: the engine asks for English, not for a banking problem. */
export const NOT_ENGLISH: readonly ForeignProblem[] = [
  { language: 'German', text: 'Kleine Unternehmen warten drei Wochen auf eine Kreditentscheidung der Bank.' },
  { language: 'German', text: 'Kunden verlieren Geld durch Betrug bei Echtzeitüberweisungen und rufen dann die Filiale an.' },
  { language: 'German', text: 'Ältere Kunden kommen mit der Banking-App nicht zurecht.' },
  { language: 'Dutch', text: 'Klanten wachten te lang op een beslissing over hun hypotheek.' },
  { language: 'Dutch', text: 'Kleine ondernemers krijgen hun facturen te laat betaald en hebben dan geen geld voor hun leveranciers.' },
  { language: 'French', text: 'Les petites entreprises attendent trois semaines une décision de crédit de la banque.' },
  { language: 'French', text: 'Nos clients âgés sont victimes de fraude par virement instantané.' },
  { language: 'Spanish', text: 'Los clientes mayores no saben usar la banca móvil y pierden dinero con estafas.' },
  { language: 'Italian', text: 'I clienti aspettano troppo tempo per aprire un conto in banca.' },
  { language: 'Portuguese', text: 'Os clientes esperam muito tempo pela aprovação do crédito no banco.' },
  { language: 'Polish', text: 'Klienci czekają zbyt długo na decyzję kredytową w banku.' },
  { language: 'another language', text: 'Kunder väntar för länge på ett lånebeslut från banken.' },
  { language: 'another language', text: 'Müşteriler kredi kararı için çok uzun süre bekliyor.' },
  { language: 'another language', text: 'Klienti čekají příliš dlouho na rozhodnutí o úvěru.' },
  { language: 'another language', text: 'Клиенты банка слишком долго ждут решения по кредиту.' },
  { language: 'another language', text: '客户等待贷款审批的时间太长。' },
];

/** English, though they name foreign banks, places or products. */
export const ENGLISH_WITH_FOREIGN_NAMES: readonly string[] = [
  'Customers of Sparkasse and Volksbank branches in Bavaria wait days for a Girocard replacement.',
  'SMEs in Lyon pay high fees on transfers to suppliers in São Paulo.',
  'Our Rabobank-style cooperative members in Utrecht cannot open an account online.',
  'Slow SME loan approvals frustrate owners',
  'Sparkasse Girocard replacement delays',
];
