/**
 * English: the prayer circles' strings (mf-worship, /prayer-wall/circles), and what their error codes say.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'circles.title': 'Prayer circles',
  'circles.explanation':
    'A few people who pray for each other: requests you share privately with a circle reach its members only.',
  'circles.backToWall': 'Back to the prayer wall',
  'circles.backToCircles': 'Your prayer circles',
  'circles.emptyTitle': 'You are not in a prayer circle yet',
  'circles.emptyHint': 'Start one here, or open the invitation link a member of a circle sent you.',
  'circles.memberCount': 'Members: {count}',
  'circles.owner': 'Owner',
  'circles.you': 'You',
  'circles.youOwn': 'You own this circle',
  'circles.createTitle': 'Start a circle',
  'circles.nameLabel': 'Name',
  'circles.descriptionLabel': 'Description (optional)',
  'circles.charactersLeft': '{count} characters left',
  'circles.nameRequired': 'Give the circle a name',
  'circles.create': 'Create circle',
  'circles.creating': 'Creating…',
  'circles.created': 'Your circle is ready: invite people with its link',
  'circles.edit': 'Edit name and description',
  'circles.editTitle': 'Edit the circle',
  'circles.save': 'Save',
  'circles.saving': 'Saving…',
  'circles.saved': 'The circle is saved',
  'circles.notFoundTitle': 'Circle not found',
  'circles.notFoundBody': 'This circle was not found, or you are not in it.',
  'circles.feedTitle': 'Requests shared with this circle',
  'circles.feedEmptyTitle': 'No requests shared with this circle yet',
  'circles.feedEmptyBody':
    'On the prayer wall, share a request as Private and choose this circle: only its members will see it.',
  'circles.reflectionsTitle': 'Journal entries shared with this circle',
  'circles.reflectionsEmptyTitle': 'No journal entries shared with this circle yet',
  'circles.reflectionsEmptyBody': 'In your S.O.A.P. journal, open a saved entry and share it with this circle.',
  'circles.membersTitle': 'Members',
  'circles.remove': 'Remove',
  'circles.removeNamed': 'Remove {name}',
  'circles.removeTitle': 'Remove {name} from the circle?',
  'circles.removeBody':
    'They will no longer see the requests shared with this circle. If they should not join again, make a new invitation link too.',
  'circles.removing': 'Removing…',
  'circles.removed': '{name} is no longer in the circle',
  'circles.invitationTitle': 'Invite people',
  'circles.invitationHint': 'Anyone in your church who opens this link can join the circle.',
  'circles.invitationLabel': 'Invitation link',
  'circles.copy': 'Copy link',
  'circles.copied': 'Link copied',
  'circles.copyFailed': 'The link could not be copied: select it and copy it yourself',
  'circles.renew': 'New link',
  'circles.renewTitle': 'Make a new link?',
  'circles.renewBody':
    'The current link stops working: whoever has it can no longer join with it. Members stay in the circle.',
  'circles.renewing': 'Making a new link…',
  'circles.renewed': 'The new link is ready; the old one no longer works',
  'circles.leave': 'Leave the circle',
  'circles.leaveTitle': 'Leave this circle?',
  'circles.leaveBody':
    'You will no longer see the requests shared with it. You can come back through an invitation link.',
  'circles.leaveOwnerBody': 'You own this circle: when you leave, {name} takes it over, as its longest member.',
  'circles.leaveAloneBody': 'You are the only one in this circle: when you leave, it ends.',
  'circles.leaving': 'Leaving…',
  'circles.left': 'You left the circle',
  'circles.end': 'End the circle',
  'circles.endTitle': 'End this circle?',
  'circles.endBody':
    'Every member leaves it and its link stops working. The requests shared with it stay with the people who wrote them.',
  'circles.ending': 'Ending…',
  'circles.ended': 'The circle has ended',
  'circles.invitedTo': 'You are invited to a prayer circle',
  'circles.join': 'Join the circle',
  'circles.joining': 'Joining…',
  'circles.joined': 'You joined {name}',
  'circles.alreadyMember': 'You are already in this circle',
  'circles.openCircle': 'Open the circle',
  'circles.invalidTitle': 'This invitation does not work',
  'error.prayer_circle_not_found': 'This prayer circle was not found',
  'error.prayer_circle_not_member': 'You are not in this prayer circle',
  'error.prayer_circle_invitation_invalid': 'This invitation link is not valid any more. Ask for a new one.',
  'error.not_circle_owner': 'Only the circle’s owner can do this',
  'error.prayer_circle_limit': 'You are in as many prayer circles as one person may be. Leave one to join another.',
  'error.prayer_circle_full': 'This circle is full: it has as many members as a circle may have.',
  'error.circle_owner_removal': 'To leave your own circle, use “Leave the circle”',
} as const;

export type CirclesTranslationKey = keyof typeof dictionary;
export type CirclesTranslations = Readonly<Record<CirclesTranslationKey, string>>;

export default dictionary satisfies CirclesTranslations;
