// Values each schema accepts, shared by the schema tests that change one field at a time.

export const validMember = {
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  linkedin_profile: "https://www.linkedin.com/in/asha",
  cmd: [2],
};

export const validUser = {
  first_name: "Ravi",
  middle_name: "",
  last_name: "K",
  username: "ravi.k",
  email: "ravi@example.com",
  country: [1],
  practice: [],
  company: [3, 4],
  is_active: true,
};

export const validSender = {
  email: "outreach@example.com",
  sender_name: "Outreach Team",
  address: "12 MG Road",
  city: "Bengaluru",
  country: "India",
  is_active: true,
};
