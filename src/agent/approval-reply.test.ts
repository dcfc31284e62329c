import { describe, expect, it } from 'vitest';
import { parseApprovalReply } from './approval-reply.js';

const ids = ['ap-1', 'ap-2'];

describe('parseApprovalReply', () => {
  it('reads approvals and rejections in German and English, with or without a slash', () => {
    expect(parseApprovalReply('ja', ids)).toEqual({ decision: 'approve' });
    expect(parseApprovalReply('/approve ap-2', ids)).toEqual({ decision: 'approve', id: 'ap-2' });
    expect(parseApprovalReply('Approve.', ids)).toEqual({ decision: 'approve' });
    expect(parseApprovalReply('nein, Werkstatt ist voll', ids)).toEqual({ decision: 'reject', reason: 'Werkstatt ist voll' });
    expect(parseApprovalReply('/reject ap-1 too expensive', ids)).toEqual({ decision: 'reject', id: 'ap-1', reason: 'too expensive' });
  });

  it('reads an edit as approve with the arguments to merge, and rejects a malformed one', () => {
    expect(parseApprovalReply('/edit {"priority":"P1"}', ids)).toEqual({ decision: 'approve', edit: { priority: 'P1' } });
    expect(parseApprovalReply('edit ap-2 {"bike_id":"BK-1"}', ids)).toEqual({ decision: 'approve', id: 'ap-2', edit: { bike_id: 'BK-1' } });
    expect(() => parseApprovalReply('/edit priority P1', ids)).toThrow(TypeError);
    expect(() => parseApprovalReply('/edit [1]', ids)).toThrow(TypeError);
  });

  it('leaves other messages alone, including a long sentence that starts with yes', () => {
    expect(parseApprovalReply('Wie ist der Status von RN-1234?', ids)).toBeNull();
    expect(parseApprovalReply('jahrelang', ids)).toBeNull();
    expect(parseApprovalReply('yes, but first tell me what the repair will cost and how long the workshop needs for it', ids)).toBeNull();
  });
});
