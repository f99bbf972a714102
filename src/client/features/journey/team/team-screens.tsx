import { journeyScreenTitle } from '../layout/journey-screen-titles';
import { PersonaSelectionScreen } from './persona-selection-screen';

/** SPEC section 2: the three team screens, their texts and their back/next targets. */
export function ConsultantsScreen() {
  return (
    <PersonaSelectionScreen
      category="consultant"
      title={journeyScreenTitle('/define/team')}
      intro="Choose 1 to 2 consultants to shape the business model, process and customer journey."
      nextPath="/define/technologists"
      continueLabel="Continue"
      stageOnContinue={1}
    />
  );
}

export function TechnologistsScreen() {
  return (
    <PersonaSelectionScreen
      category="technologist"
      title={journeyScreenTitle('/define/technologists')}
      intro="Choose 1 to 2 technologists who know what can be built, and how safely."
      backPath="/define/team"
      nextPath="/define/bankers"
      continueLabel="Continue to Bankers"
    />
  );
}

export function BankersScreen() {
  return (
    <PersonaSelectionScreen
      category="banker"
      title={journeyScreenTitle('/define/bankers')}
      intro="Choose 1 to 2 bankers who bring product, customer, risk and regulatory judgement."
      backPath="/define/technologists"
      nextPath="/define/domain"
      continueLabel="Continue"
    />
  );
}
