/** Everything the journey screens need, in one chunk loaded when the first journey screen opens. */
export { JourneyLayout } from './layout/journey-layout';
export { BankersScreen, ConsultantsScreen, TechnologistsScreen } from './team/team-screens';
export { DomainScreen } from './define/domain-screen';
export { ProblemScreen } from './define/problem-screen';
export { IdeasScreen } from './ideate/ideas-screen';
export { EvaluateScreen } from './ideate/evaluate-screen';
export { SelectScreen } from './ideate/select-screen';
export { RealScreen } from './validate/real-screen';
export { WinScreen } from './validate/win-screen';
export { WorthScreen } from './validate/worth-screen';
export { PitchScreen } from './output/pitch-screen';
export { BrdScreen } from './output/brd-screen';
export { InfographicScreen } from './output/infographic-screen';
