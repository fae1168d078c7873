/** How the signed-in user and another account relate (Mitra's RelationshipMap, as sent). */
export type Relationship = {
  id: string
  following: boolean
  followed_by: boolean
  requested: boolean
  requested_by: boolean
  muting: boolean
  showing_reblogs: boolean
  showing_replies: boolean
  subscription_to: boolean
  subscription_from: boolean
  rejected_by?: boolean
}
