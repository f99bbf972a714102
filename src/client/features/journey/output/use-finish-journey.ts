import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useJourney } from '../store/journey-context';

/** 'Finish Journey': saves the journey as completed and goes home; on failure the user stays to try again. */
export function useFinishJourney() {
  const { complete } = useJourney();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  const finish = async () => {
    setFinishing(true);
    const saved = await complete();
    if (!saved) {
      setFinishing(false);
      showErrorToast('Error saving journey', 'Failed to save the journey. Please try again.');
      return;
    }
    showSuccessToast('Journey saved', 'Your innovation journey has been saved successfully.');
    navigate('/');
  };

  return { finish, finishing };
}
