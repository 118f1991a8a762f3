import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_BYTES, evidenceFileProblem, evidenceFileType, readFileAsBase64 } from './evidence-file';

describe('evidence files (PNG, JPEG, PDF, text or audio, at most 2 MB)', () => {
  it('accepts the four types by MIME type', () => {
    expect(evidenceFileType({ name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(evidenceFileType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });
  it('accepts call recordings under the names browsers give them', () => {
    expect(evidenceFileType({ name: 'call.mp3', type: 'audio/mpeg' })).toBe('audio/mpeg');
    expect(evidenceFileType({ name: 'call.mp3', type: 'audio/mp3' })).toBe('audio/mpeg');
    expect(evidenceFileType({ name: 'call.m4a', type: 'audio/x-m4a' })).toBe('audio/mp4');
    expect(evidenceFileType({ name: 'call.wav', type: 'audio/x-wav' })).toBe('audio/wav');
    expect(evidenceFileType({ name: 'call.ogg', type: '' })).toBe('audio/ogg');
    expect(evidenceFileType({ name: 'call.flac', type: 'audio/flac' })).toBeNull();
  });
  it('falls back on the extension when the browser gives no type', () => {
    expect(evidenceFileType({ name: 'calls.log', type: '' })).toBe('text/plain');
    expect(evidenceFileType({ name: 'shot.JPG', type: '' })).toBe('image/jpeg');
  });
  it('refuses other types and files over 2 MB', () => {
    expect(
      evidenceFileProblem({
        name: 'a.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
    ).toBe('Upload a PNG, JPEG, PDF, text or audio file (MP3, M4A, WAV, Ogg)');
    expect(evidenceFileProblem({ name: 'a.png', type: 'image/png', size: MAX_EVIDENCE_BYTES + 1 })).toBe(
      'The file must be at most 2 MB',
    );
    expect(evidenceFileProblem({ name: 'a.png', type: 'image/png', size: MAX_EVIDENCE_BYTES })).toBeNull();
  });
  it('reads a file as base64 without the data: prefix', async () => {
    const file = new File(['Called twice, number disconnected'], 'log.txt', { type: 'text/plain' });
    expect(atob(await readFileAsBase64(file))).toBe('Called twice, number disconnected');
  });
});
