import { useState } from 'react';
import styles from './checkout.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface DeliveryLocationProps {
  location: { latitude: number; longitude: number } | null;
  onChange: (location: { latitude: number; longitude: number } | null) => void;
}

/**
 * The device location, asked only for delivery and only when the customer presses the button
 * (docs/product/ordering.md): with it the delivery radius is checked; without it the store checks the address.
 */
export function DeliveryLocation({ location, onChange }: DeliveryLocationProps) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const ask = () => {
    if (!('geolocation' in navigator)) {
      setMessage(t('This browser cannot share a location. The store will check your address.'));
      return;
    }
    setMessage(t('Finding your location…'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setMessage(t('Location shared: the delivery area will be checked.'));
      },
      () => setMessage(t('Location not shared. The store will check your address.')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className={styles.section}>
      <button type="button" className={styles.secondary} onClick={ask}>
        {location ? t('Update my location') : t('Use my location for delivery')}
      </button>
      <p className={styles.choiceNote} aria-live="polite">
        {message ?? t('Optional: lets us check that you are inside the delivery area.')}
      </p>
    </div>
  );
}
