/// Windows time zone names as Outlook and Exchange write them in TZID, and the IANA zone each
/// stands for (its "001" territory in CLDR's windowsZones.xml).
enum WindowsZoneNames {
    /// The IANA zone for a Windows name, or nil.
    static func ianaName(_ windows: String) -> String? {
        table[windows]
    }

    private static let table: [String: String] = [
        "Dateline Standard Time": "Etc/GMT+12", "UTC-11": "Etc/GMT+11", "Hawaiian Standard Time": "Pacific/Honolulu",
        "Alaskan Standard Time": "America/Anchorage", "Pacific Standard Time": "America/Los_Angeles",
        "Pacific Standard Time (Mexico)": "America/Tijuana", "US Mountain Standard Time": "America/Phoenix",
        "Mountain Standard Time": "America/Denver", "Central America Standard Time": "America/Guatemala",
        "Central Standard Time": "America/Chicago", "Central Standard Time (Mexico)": "America/Mexico_City",
        "Canada Central Standard Time": "America/Regina", "SA Pacific Standard Time": "America/Bogota",
        "Eastern Standard Time": "America/New_York", "Eastern Standard Time (Mexico)": "America/Cancun",
        "US Eastern Standard Time": "America/Indianapolis", "Atlantic Standard Time": "America/Halifax",
        "SA Western Standard Time": "America/La_Paz", "Newfoundland Standard Time": "America/St_Johns",
        "E. South America Standard Time": "America/Sao_Paulo", "Argentina Standard Time": "America/Buenos_Aires",
        "Greenland Standard Time": "America/Godthab", "UTC-02": "Etc/GMT+2", "Azores Standard Time": "Atlantic/Azores",
        "UTC": "Etc/UTC", "GMT Standard Time": "Europe/London", "Greenwich Standard Time": "Atlantic/Reykjavik",
        "W. Europe Standard Time": "Europe/Berlin", "Central Europe Standard Time": "Europe/Budapest",
        "Romance Standard Time": "Europe/Paris", "Central European Standard Time": "Europe/Warsaw",
        "W. Central Africa Standard Time": "Africa/Lagos", "GTB Standard Time": "Europe/Bucharest",
        "E. Europe Standard Time": "Europe/Chisinau", "Egypt Standard Time": "Africa/Cairo",
        "FLE Standard Time": "Europe/Kiev", "Israel Standard Time": "Asia/Jerusalem",
        "South Africa Standard Time": "Africa/Johannesburg", "Turkey Standard Time": "Europe/Istanbul",
        "Arab Standard Time": "Asia/Riyadh", "Russian Standard Time": "Europe/Moscow",
        "E. Africa Standard Time": "Africa/Nairobi", "Iran Standard Time": "Asia/Tehran",
        "Arabian Standard Time": "Asia/Dubai", "Pakistan Standard Time": "Asia/Karachi",
        "India Standard Time": "Asia/Calcutta", "Nepal Standard Time": "Asia/Katmandu",
        "Bangladesh Standard Time": "Asia/Dhaka", "SE Asia Standard Time": "Asia/Bangkok",
        "China Standard Time": "Asia/Shanghai", "Singapore Standard Time": "Asia/Singapore",
        "W. Australia Standard Time": "Australia/Perth", "Taipei Standard Time": "Asia/Taipei",
        "Tokyo Standard Time": "Asia/Tokyo", "Korea Standard Time": "Asia/Seoul",
        "Cen. Australia Standard Time": "Australia/Adelaide", "AUS Eastern Standard Time": "Australia/Sydney",
        "E. Australia Standard Time": "Australia/Brisbane", "Tasmania Standard Time": "Australia/Hobart",
        "New Zealand Standard Time": "Pacific/Auckland", "Tonga Standard Time": "Pacific/Tongatapu",
    ]
}
