import { useRef, useState } from 'react';
import type { FormDataSources, VehicleSpecification } from '../data-sources';

/** Where a registration search is. */
export type VehicleSearchStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'failed';

/** A registration search: its status, what it found, and how to start or clear one. */
export interface VehicleSearch {
  status: VehicleSearchStatus;
  /** The registration searched last. */
  vrn: string;
  /** The vehicle found, when `status` is 'found'. */
  specification: VehicleSpecification | null;
  search: (vrn: string) => void;
  clear: () => void;
}

/** Looks vehicles up by registration; only the latest search's answer is kept. */
export function useVehicleSearch(dataSources: FormDataSources): VehicleSearch {
  const [status, setStatus] = useState<VehicleSearchStatus>('idle');
  const [vrn, setVrn] = useState('');
  const [specification, setSpecification] = useState<VehicleSpecification | null>(null);
  const latest = useRef(0);
  const search = (registration: string) => {
    const ticket = ++latest.current;
    setVrn(registration);
    setStatus('searching');
    setSpecification(null);
    dataSources.vehicleByVrn(registration).then(
      (found) => {
        if (ticket !== latest.current) return;
        setSpecification(found);
        setStatus(found ? 'found' : 'notFound');
      },
      () => {
        if (ticket === latest.current) setStatus('failed');
      },
    );
  };
  const clear = () => {
    latest.current += 1;
    setStatus('idle');
    setSpecification(null);
  };
  return { status, vrn, specification, search, clear };
}
