import { describe, expect, it } from 'vitest';
import { uploadName } from './upload-name.js';

describe('uploadName', () => {
  it.each([
    ['handbuch.md', 'handbuch.md'],
    ['../../etc/passwd.md', 'passwd.md'],
    ['C:\\Users\\x\\Preisliste 2026.PDF', 'Preisliste 2026.PDF'],
    ['re\u0000port\n.txt', 'report.txt'],
    ['Übersicht.docx'.normalize('NFD'), 'Übersicht.docx'],
  ])('%j → %j', (name, source) => {
    expect(uploadName(name)).toEqual({ success: true, source });
  });

  it.each(['', '..', '.env.md', 'a/', 'tool.exe', 'noextension', `${'x'.repeat(200)}.md`])('refuses %j', (name) => {
    expect(uploadName(name).success).toBe(false);
  });
});
