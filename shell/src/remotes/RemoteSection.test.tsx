import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import type { RemoteSectionComponent } from '@koinonia/shell-contract';
import { RemoteSection } from './RemoteSection';
import { loadSection, reloadRemote } from './remote-loader';

// The federation runtime is not under test here: the section's containment of failures is.
jest.mock('./remote-loader', () => ({ loadSection: jest.fn(), reloadRemote: jest.fn() }));
const loadSectionMock = loadSection as jest.MockedFunction<typeof loadSection>;

const Working: RemoteSectionComponent = ({ basePath }) => <h1>Section at {basePath}</h1>;
const Throwing: RemoteSectionComponent = () => {
  throw new Error('render failed');
};

beforeEach(() => {
  loadSectionMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSection', () => {
  it('renders the remote section at its base path', async () => {
    loadSectionMock.mockResolvedValue(Working);
    renderWithShell(<RemoteSection remote="worship" basePath="/prayer-wall" />);
    expect(await screen.findByRole('heading', { name: 'Section at /prayer-wall' })).toBeTruthy();
    expect(loadSectionMock).toHaveBeenCalledWith('worship');
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it again', async () => {
    loadSectionMock.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(Working);
    renderWithShell(<RemoteSection remote="connect" basePath="/events" />);
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(reloadRemote).toHaveBeenCalledWith('connect');
    expect(await screen.findByRole('heading', { name: 'Section at /events' })).toBeTruthy();
  });

  it('contains a section that throws while rendering', async () => {
    loadSectionMock.mockResolvedValue(Throwing);
    renderWithShell(
      <>
        <p>Header still here</p>
        <RemoteSection remote="serve" basePath="/divine" />
      </>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('Header still here')).toBeTruthy();
  });
});
