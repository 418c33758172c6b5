import { render, screen } from '@testing-library/react';
import { Input } from './input';

describe('Input', () => {
  it('fills its row unless the caller gives a width', () => {
    render(
      <>
        <Input aria-label="full" className="max-w-md" />
        <Input aria-label="narrow" className="w-56" />
        <Input aria-label="forced" className="!w-28" />
      </>,
    );
    expect(screen.getByLabelText('full')).toHaveClass('w-full', 'max-w-md');
    expect(screen.getByLabelText('narrow')).toHaveClass('w-56');
    expect(screen.getByLabelText('narrow')).not.toHaveClass('w-full');
    expect(screen.getByLabelText('forced')).not.toHaveClass('w-full');
  });
});
