.presentationDetents([.medium])          // 단순 확인용
.presentationDetents([.medium, .large])  // 내용이 길어질 수 있을 때
.presentationBackground(.thinMaterial)
.presentationDragIndicator(.visible)
// 반드시 NavigationStack 래핑
